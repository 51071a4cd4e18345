// Package draw lays out and renders DOT graphs (SVG, PNG) with Graphviz,
// compiled to WebAssembly (github.com/goccy/go-graphviz, carried as a fork
// in third_party/go-graphviz; see its FORK.md).
//
// Graphviz runs in a child process: the running executable started again
// with REUSESCOPE_DRAW set, reading DOT on its standard input and writing
// the drawing on its standard output. A fault in the WebAssembly engine or
// in Graphviz (a crash, an out-of-memory, a hang) ends the child only; the
// caller gets an error and the analysis it was drawing goes on. A program
// that draws calls ServeIfChild first thing in main (a test binary, in
// TestMain), so that the child it starts becomes a renderer.
//
// The WebAssembly module is compiled on first use, in the child only, and
// the compiled code is kept in a per-user cache directory
// ($XDG_CACHE_HOME/reusescope/graphviz, else a directory of the user's in
// the temporary directory). A cache that cannot be created, read or
// written is no cache: the module is compiled again.
package draw
