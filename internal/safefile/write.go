package safefile

import (
	"errors"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"sync"
)

// File is an output file being written atomically; see Create.
type File struct {
	path   string   // the target as the caller named it
	target string   // the file Commit replaces (a symbolic link resolved)
	tmp    string   // the temporary file, "" when writing in place
	f      *os.File // nil once closed
	err    error    // the first write error
}

// tempTries bounds the attempts to create a temporary file with a fresh
// random name.
const tempTries = 100

// temps holds the temporary files not yet committed or aborted, for
// RemoveTemps.
var temps struct {
	sync.Mutex
	names map[string]bool
}

// Create starts writing the file at path. The bytes go to a temporary file
// ".NAME.tmp-RANDOM" beside the target (of a symbolic link, beside the file
// it points to); Commit renames it over the target, keeping the permissions
// of a target that exists. A target that exists and is neither a regular
// file nor a directory (/dev/null, a FIFO) is written in place. Errors are
// one line starting with path.
func Create(path string) (*File, error) {
	target := path
	if resolved, err := filepath.EvalSymlinks(path); err == nil {
		target = resolved
	}
	st, err := os.Stat(target)
	switch {
	case err == nil && st.IsDir():
		return nil, fmt.Errorf("%s: is a directory", path)
	case err == nil && !st.Mode().IsRegular():
		f, err := os.OpenFile(target, os.O_WRONLY, 0)
		if err != nil {
			return nil, pathError(path, err)
		}
		return &File{path: path, target: target, f: f}, nil
	case err != nil && !errors.Is(err, fs.ErrNotExist):
		return nil, pathError(path, err)
	}
	dir, base := filepath.Split(target)
	for range tempTries {
		tmp := filepath.Join(dir, "."+base+".tmp-"+strconv.FormatUint(rand.Uint64(), 36))
		// 0666 less the umask, as os.Create gives a new file.
		f, err := os.OpenFile(tmp, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o666)
		if errors.Is(err, fs.ErrExist) {
			continue
		}
		if err != nil {
			return nil, pathError(path, err)
		}
		if st != nil {
			_ = f.Chmod(st.Mode().Perm()) // best effort: the owner may differ
		}
		temps.Lock()
		if temps.names == nil {
			temps.names = map[string]bool{}
		}
		temps.names[tmp] = true
		temps.Unlock()
		return &File{path: path, target: target, tmp: tmp, f: f}, nil
	}
	return nil, fmt.Errorf("%s: no free temporary name in %s", path, dir)
}

// Write writes p to the temporary file. Its errors name the target.
func (f *File) Write(p []byte) (int, error) {
	if f.f == nil {
		return 0, fmt.Errorf("write %s: file already closed", f.path)
	}
	n, err := f.f.Write(p)
	if err != nil {
		err = fmt.Errorf("write %s: %w", f.path, unwrap(err))
		if f.err == nil {
			f.err = err
		}
	}
	return n, err
}

// Commit makes what was written the target's contents: it syncs and closes
// the temporary file and renames it over the target. On an error the
// temporary file is removed and the target is as it was.
func (f *File) Commit() error {
	if f.f == nil {
		return fmt.Errorf("write %s: file already closed", f.path)
	}
	if f.tmp == "" { // in place
		err := f.f.Close()
		f.f = nil
		if err != nil {
			return fmt.Errorf("write %s: %w", f.path, unwrap(err))
		}
		return f.err
	}
	err := f.err
	if err == nil {
		if err = f.f.Sync(); err != nil {
			err = fmt.Errorf("write %s: %w", f.path, unwrap(err))
		}
	}
	if cerr := f.f.Close(); cerr != nil && err == nil {
		err = fmt.Errorf("write %s: %w", f.path, unwrap(cerr))
	}
	f.f = nil
	if err == nil {
		if rerr := os.Rename(f.tmp, f.target); rerr != nil {
			err = fmt.Errorf("write %s: %w", f.path, unwrap(rerr))
		}
	}
	if err != nil {
		os.Remove(f.tmp)
	}
	forget(f.tmp)
	return err
}

// Abort discards what was written: the temporary file is closed and
// removed, and the target is as it was. It does nothing after Commit or
// Abort, so that it can be deferred.
func (f *File) Abort() {
	if f.f == nil {
		return
	}
	f.f.Close()
	f.f = nil
	if f.tmp != "" {
		os.Remove(f.tmp)
		forget(f.tmp)
	}
}

// RemoveTemps removes every temporary file of Create not yet committed or
// aborted: what a program that is being stopped by a signal calls before
// it exits.
func RemoveTemps() {
	temps.Lock()
	defer temps.Unlock()
	for name := range temps.names {
		os.Remove(name)
	}
	clear(temps.names)
}

// forget drops a temporary file from the set RemoveTemps removes.
func forget(tmp string) {
	temps.Lock()
	delete(temps.names, tmp)
	temps.Unlock()
}

// unwrap returns the cause of a *fs.PathError or *os.LinkError.
func unwrap(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	var le *os.LinkError
	if errors.As(err, &le) {
		return le.Err
	}
	return err
}
