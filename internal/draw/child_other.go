//go:build !linux

package draw

import "syscall"

func childAttr() *syscall.SysProcAttr { return nil }
