package wasm

import (
	"context"
	"sync"

	"github.com/tetratelabs/wazero/api"
)

// funcPool keeps the module's exported functions for reuse. wazero builds a
// new call engine (with its own stack) for every ExportedFunction lookup,
// and the bindings look a function up for every field they read: drawing a
// graph of a few hundred labelled nodes spent most of its time allocating
// call engines. A function is taken from the pool for one call and given
// back after it, so a call made from a callback inside another call of the
// same function gets an engine of its own.
type funcPool struct {
	mu   sync.Mutex
	free map[string][]api.Function
}

var pool = funcPool{free: map[string][]api.Function{}}

// invoke calls the exported function name with args.
func (m *WasmModule) invoke(ctx context.Context, name string, args ...uint64) ([]uint64, error) {
	pool.mu.Lock()
	var f api.Function
	if fs := pool.free[name]; len(fs) > 0 {
		f = fs[len(fs)-1]
		pool.free[name] = fs[:len(fs)-1]
	}
	pool.mu.Unlock()
	if f == nil {
		f = m.mod.ExportedFunction(name)
		if f == nil {
			return nil, errMissing(name)
		}
	}
	ret, err := f.Call(ctx, args...)
	// The results may live in the engine's stack: copy them before the
	// engine can be reused.
	ret = append([]uint64(nil), ret...)
	pool.mu.Lock()
	pool.free[name] = append(pool.free[name], f)
	pool.mu.Unlock()
	return ret, err
}

// resetPool forgets the functions of a module that is closed.
func resetPool() {
	pool.mu.Lock()
	pool.free = map[string][]api.Function{}
	pool.mu.Unlock()
}

type errMissing string

func (e errMissing) Error() string { return "graphviz: the module exports no function " + string(e) }
