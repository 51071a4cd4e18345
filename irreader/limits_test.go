package irreader

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"
)

// TestReadFileLimits: what is not a regular file, and a file over
// MaxFileBytes, is an error naming the file type or the cap, at once: never
// a wait on a FIFO's writer or a read of /dev/zero until memory runs out.
func TestReadFileLimits(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo.ll")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	// A sparse file one byte over the cap: no disk space, no read.
	big := filepath.Join(dir, "big.ll")
	f, err := os.Create(big)
	if err != nil {
		t.Fatal(err)
	}
	if err := f.Truncate(MaxFileBytes + 1); err != nil {
		t.Skip(err)
	}
	f.Close()
	for _, tt := range []struct{ path, want string }{
		{"/dev/zero", "/dev/zero: a character device, not a regular file"},
		{"/dev/urandom", "/dev/urandom: a character device, not a regular file"},
		{fifo, fifo + ": a FIFO (named pipe), not a regular file"},
		{dir, dir + ": a directory, not a regular file"},
		{big, big + ": larger than the 1 GiB limit on this input"},
	} {
		start := time.Now()
		_, err := ReadFile(tt.path)
		if err == nil || err.Error() != tt.want {
			t.Errorf("ReadFile(%s) = %v, want %q", tt.path, err, tt.want)
		}
		if d := time.Since(start); d > 2*time.Second {
			t.Errorf("ReadFile(%s) took %v", tt.path, d)
		}
	}
}
