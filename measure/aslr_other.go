//go:build !linux

package measure

import "os/exec"

// startNoASLR starts cmd; elsewhere than on Linux the personality cannot be
// set (nor does the runtime run).
func startNoASLR(cmd *exec.Cmd) error { return cmd.Start() }
