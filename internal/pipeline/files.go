package pipeline

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
)

// readFile reads a file with a one-line error naming it.
func readFile(path string) ([]byte, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		var pe *fs.PathError
		if errors.As(err, &pe) {
			return nil, fmt.Errorf("%s: %w", path, pe.Err)
		}
		return nil, err
	}
	return b, nil
}
