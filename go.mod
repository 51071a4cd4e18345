module github.com/reusescope/reusescope

go 1.26.8

require (
	github.com/goccy/go-graphviz v0.2.10
	github.com/ianlancetaylor/demangle v0.0.0-20260724033716-83e58baca724
	github.com/llir/llvm v0.3.6
	github.com/yuin/gopher-lua v1.1.1
	gonum.org/v1/gonum v0.15.1
	gonum.org/v1/plot v0.14.0
)

require (
	git.sr.ht/~sbinet/gg v0.5.0 // indirect
	github.com/ajstarks/svgo v0.0.0-20211024235047-1546f124cd8b // indirect
	github.com/campoy/embedmd v1.0.0 // indirect
	github.com/disintegration/imaging v1.6.2 // indirect
	github.com/flopp/go-findfont v0.1.0 // indirect
	github.com/fogleman/gg v1.3.0 // indirect
	github.com/go-fonts/liberation v0.3.2 // indirect
	github.com/go-latex/latex v0.0.0-20231108140139-5c1ce85aa4ea // indirect
	github.com/go-pdf/fpdf v0.9.0 // indirect
	github.com/golang/freetype v0.0.0-20170609003504-e2365dfdc4a0 // indirect
	github.com/llir/ll v0.0.0-20220802044011-65001c0fb73c // indirect
	github.com/mewmew/float v0.0.0-20201204173432-505706aa38fa // indirect
	github.com/pkg/errors v0.9.1 // indirect
	github.com/pmezard/go-difflib v1.0.0 // indirect
	github.com/tetratelabs/wazero v1.12.0 // indirect
	golang.org/x/image v0.21.0 // indirect
	golang.org/x/sys v0.44.0 // indirect
	golang.org/x/text v0.19.0 // indirect
)

replace github.com/goccy/go-graphviz => ./third_party/go-graphviz

replace github.com/llir/llvm => ./third_party/llir-llvm

replace github.com/yuin/gopher-lua => ./third_party/gopher-lua
