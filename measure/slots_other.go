//go:build !unix

package measure

import (
	"errors"
	"os"
)

// mapShared is not available: the runtime needs Linux anyway.
func mapShared(f *os.File, size int) ([]byte, func(), error) {
	return nil, nil, errors.New("event slots: shared memory needs a Unix system")
}
