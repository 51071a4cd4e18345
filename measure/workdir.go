package measure

import (
	"os"
	"path/filepath"
	"sync"
	"time"
)

// Run builds in a work directory of its own under os.TempDir(), removed
// when it returns, whatever the outcome. A run killed outright (SIGKILL)
// cannot remove it; the next Run removes such directories once they are
// staleAge old and no live run holds their lock.

const (
	// workDirPrefix starts the name of every work directory.
	workDirPrefix = "reusescope-measure-"
	// lockName is the file whose lock a live run holds in its directory.
	lockName = ".lock"
	// staleAge is the age from which a work directory whose lock is free
	// is removed: well above the time between creating a directory and
	// locking it.
	staleAge = time.Hour
)

// workDirs holds the work directories of the runs in progress, for
// RemoveWorkDirs.
var workDirs sync.Map // string → bool

// newWorkDir removes stale work directories, then creates and locks a new
// one. release removes it.
func newWorkDir() (dir string, release func(), err error) {
	removeStale(os.TempDir(), time.Now())
	dir, err = os.MkdirTemp("", workDirPrefix+"*")
	if err != nil {
		return "", nil, err
	}
	lock, err := lockDir(dir)
	if err != nil {
		os.RemoveAll(dir)
		return "", nil, err
	}
	workDirs.Store(dir, true)
	return dir, func() {
		os.RemoveAll(dir)
		lock.Close()
		workDirs.Delete(dir)
	}, nil
}

// removeStale removes the work directories in parent that this user owns,
// that are at least staleAge old at now, and that no live run holds.
func removeStale(parent string, now time.Time) {
	names, _ := filepath.Glob(filepath.Join(parent, workDirPrefix+"*"))
	for _, dir := range names {
		fi, err := os.Lstat(dir)
		if err != nil || !fi.IsDir() || !ownedByMe(fi) || now.Sub(fi.ModTime()) < staleAge {
			continue
		}
		if abandoned(dir) {
			os.RemoveAll(dir)
		}
	}
}

// RemoveWorkDirs removes the work directories of the runs in progress. A
// program that exits on a signal without waiting for Run to return (which
// removes its own) calls it first; the programs of those runs are killed
// when the program exits (they are started with a parent-death signal).
func RemoveWorkDirs() {
	workDirs.Range(func(k, _ any) bool {
		os.RemoveAll(k.(string))
		workDirs.Delete(k)
		return true
	})
}
