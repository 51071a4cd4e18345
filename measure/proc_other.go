//go:build !linux

package measure

import (
	"os"
	"os/exec"
)

// Elsewhere than on Linux (where the runtime does not run) the processes
// are not grouped: inGroup and waitGroup kill and wait for the leader only.

func inGroup(cmd *exec.Cmd) {}

func waitGroup(cmd *exec.Cmd) error { return cmd.Wait() }

// lockDir creates the lock file in dir; there is no lock.
func lockDir(dir string) (*os.File, error) {
	return os.OpenFile(dir+string(os.PathSeparator)+lockName, os.O_CREATE|os.O_RDWR, 0o600)
}

// abandoned reports false: without locks no directory is known abandoned.
func abandoned(dir string) bool { return false }

func ownedByMe(fi os.FileInfo) bool { return false }

// nonBlock is 0 here: the runtime runs on Linux only.
const nonBlock = 0
