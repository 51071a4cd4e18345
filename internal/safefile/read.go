package safefile

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
)

// OpenRegular opens the file at path for reading. It does not block on a
// FIFO (the open is non-blocking; a regular file reads as usual) and
// returns an error naming the file's type unless it is a regular file.
// Errors are one line starting with path.
func OpenRegular(path string) (*os.File, error) {
	f, err := os.OpenFile(path, os.O_RDONLY|nonBlock, 0)
	if err != nil {
		return nil, pathError(path, err)
	}
	st, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, pathError(path, err)
	}
	if !st.Mode().IsRegular() {
		f.Close()
		return nil, fmt.Errorf("%s: %s, not a regular file", path, Kind(st.Mode()))
	}
	return f, nil
}

// ReadRegular returns the contents of the regular file at path, which must
// hold at most max bytes; see OpenRegular for the files it refuses. A file
// over the cap is an error naming the cap, found before it is read.
func ReadRegular(path string, max int64) ([]byte, error) {
	f, err := OpenRegular(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return nil, pathError(path, err)
	}
	if st.Size() > max {
		return nil, tooLarge(path, max)
	}
	// The file may grow while it is read: read up to one byte past the cap
	// to see it. The buffer holds the whole file without growing.
	buf := bytes.NewBuffer(make([]byte, 0, st.Size()+bytes.MinRead))
	if _, err := buf.ReadFrom(io.LimitReader(f, max+1)); err != nil {
		return nil, pathError(path, err)
	}
	if int64(buf.Len()) > max {
		return nil, tooLarge(path, max)
	}
	return buf.Bytes(), nil
}

// tooLarge is the error of a file over the cap of max bytes.
func tooLarge(path string, max int64) error {
	return fmt.Errorf("%s: larger than the %s limit on this input", path, FormatBytes(max))
}

// pathError returns err as "path: cause", without the operation and path
// os adds.
func pathError(path string, err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		err = pe.Err
	}
	return fmt.Errorf("%s: %w", path, err)
}

// Kind names the type of a file that is not regular: "a directory", "a
// FIFO", "a character device" ...
func Kind(m fs.FileMode) string {
	switch {
	case m.IsDir():
		return "a directory"
	case m&fs.ModeNamedPipe != 0:
		return "a FIFO (named pipe)"
	case m&fs.ModeSocket != 0:
		return "a socket"
	case m&fs.ModeCharDevice != 0:
		return "a character device"
	case m&fs.ModeDevice != 0:
		return "a block device"
	case m&fs.ModeSymlink != 0:
		return "a symbolic link"
	case m.IsRegular():
		return "a regular file"
	}
	return "an irregular file"
}

// FormatBytes formats a byte count with the largest binary unit (GiB, MiB,
// KiB) that divides it, else in bytes: "1 GiB", "4 MiB", "100 bytes".
func FormatBytes(n int64) string {
	for _, u := range []struct {
		name  string
		bytes int64
	}{{"GiB", 1 << 30}, {"MiB", 1 << 20}, {"KiB", 1 << 10}} {
		if n >= u.bytes && n%u.bytes == 0 {
			return fmt.Sprintf("%d %s", n/u.bytes, u.name)
		}
	}
	return fmt.Sprintf("%d bytes", n)
}
