package enum

//go:generate make -B
