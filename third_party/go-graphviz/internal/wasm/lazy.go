package wasm

import (
	"context"
	"fmt"
	"os"
	"sync"

	"github.com/tetratelabs/wazero"
)

// This file is reusescope's change to go-graphviz (see FORK.md): the
// WebAssembly module is compiled and instantiated by Load, on first use,
// instead of by a package init that panics; a compilation cache that
// cannot be created, read or written means no cache.

// registered holds the lookup functions the gvc package registers at init,
// before the module is loaded.
var registered = &LookupFuncMap{}

// loading is the runtime load is building, closed when loading fails.
var loading wazero.Runtime

var (
	cacheDir string
	loadOnce sync.Once
	loadErr  error
)

// SetCacheDir sets the directory of the compilation cache ("" for none).
// It takes effect only before the first Load.
func SetCacheDir(dir string) { cacheDir = dir }

// Load compiles and instantiates the Graphviz module once. It tries the
// compilation cache first, then no cache; it returns the error of the
// last attempt.
func Load() error {
	loadOnce.Do(func() {
		if cacheDir != "" {
			if cache, err := openCache(cacheDir); err == nil {
				if loadErr = tryLoad(cache); loadErr == nil {
					return
				}
				// A cache that fails to load (a truncated entry) is
				// dropped, so that the next process does not fail on it
				// again; the directory is the caller's own.
				_ = os.RemoveAll(cacheDir)
			}
		}
		loadErr = tryLoad(nil)
	})
	return loadErr
}

func openCache(dir string) (wazero.CompilationCache, error) {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, err
	}
	// A directory we cannot write (another user's) is no cache.
	f, err := os.CreateTemp(dir, ".probe-*")
	if err != nil {
		return nil, err
	}
	name := f.Name()
	f.Close()
	os.Remove(name)
	return wazero.NewCompilationCacheWithDir(dir)
}

func tryLoad(cache wazero.CompilationCache) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("graphviz: load the WebAssembly module: %v", r)
			if loading != nil {
				_ = loading.Close(context.Background())
			}
			mod = nil
			resetPool()
		}
		loading = nil
	}()
	load(cache)
	return nil
}
