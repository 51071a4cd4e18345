package safefile

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/reusescope/reusescope/internal/timebound"
)

func TestReadRegular(t *testing.T) {
	dir := t.TempDir()
	small := filepath.Join(dir, "small.ll")
	if err := os.WriteFile(small, []byte("0123456789"), 0o644); err != nil {
		t.Fatal(err)
	}
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	got, err := ReadRegular(small, 10)
	if err != nil || string(got) != "0123456789" {
		t.Fatalf("ReadRegular at the cap = %q, %v", got, err)
	}
	for _, tt := range []struct {
		path string
		max  int64
		want string
	}{
		{small, 9, small + ": larger than the 9 bytes limit on this input"},
		{small, 0, "larger than the 0 bytes limit"},
		{dir, 1 << 30, dir + ": a directory, not a regular file"},
		{fifo, 1 << 30, fifo + ": a FIFO (named pipe), not a regular file"},
		{"/dev/zero", 1 << 30, "/dev/zero: a character device, not a regular file"},
		{filepath.Join(dir, "nosuch"), 1 << 30, filepath.Join(dir, "nosuch") + ": no such file or directory"},
	} {
		start := time.Now()
		_, err := ReadRegular(tt.path, tt.max)
		if err == nil || !strings.Contains(err.Error(), tt.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("ReadRegular(%s, %d) = %v, want one line containing %q", tt.path, tt.max, err, tt.want)
		}
		timebound.Within(t, time.Since(start), 600, "ReadRegular("+tt.path+")")
	}
}

// TestOpenRegularFIFO: a FIFO with no writer is refused at once, not
// waited on.
func TestOpenRegularFIFO(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "in")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() {
		f, err := OpenRegular(fifo)
		if err == nil {
			f.Close()
		}
		done <- err
	}()
	select {
	case err := <-done:
		if err == nil || !strings.Contains(err.Error(), "FIFO") {
			t.Errorf("OpenRegular(FIFO) = %v, want the FIFO error", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("OpenRegular blocks on a FIFO")
	}
}

func TestFormatBytes(t *testing.T) {
	for n, want := range map[int64]string{1 << 30: "1 GiB", 4 << 20: "4 MiB", 3 << 10: "3 KiB", 1536: "1536 bytes", 100: "100 bytes", 0: "0 bytes"} {
		if got := FormatBytes(n); got != want {
			t.Errorf("FormatBytes(%d) = %q, want %q", n, got, want)
		}
	}
}
