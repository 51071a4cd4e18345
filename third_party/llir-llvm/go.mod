module github.com/llir/llvm

go 1.13

require (
	github.com/llir/ll v0.0.0-20220802044011-65001c0fb73c
	github.com/mewmew/float v0.0.0-20201204173432-505706aa38fa
	github.com/pkg/errors v0.9.1
)
