//go:build !linux

package measure

// withStack runs start: elsewhere than on Linux the stack limit is left as
// it is.
func withStack(start func() error) error { return start() }

// stackHint says nothing elsewhere than on Linux.
func stackHint() string { return "" }
