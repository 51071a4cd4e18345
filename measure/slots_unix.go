//go:build unix

package measure

import (
	"fmt"
	"os"
	"syscall"
)

// mapShared maps size bytes of f, shared with the other processes that map
// it, and returns the mapping and the function that unmaps it.
func mapShared(f *os.File, size int) ([]byte, func(), error) {
	if err := f.Truncate(int64(size)); err != nil {
		return nil, nil, fmt.Errorf("event slots: %w", err)
	}
	b, err := syscall.Mmap(int(f.Fd()), 0, size, syscall.PROT_READ, syscall.MAP_SHARED)
	if err != nil {
		return nil, nil, fmt.Errorf("event slots: mmap: %w", err)
	}
	return b, func() { syscall.Munmap(b) }, nil
}
