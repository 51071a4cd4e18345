package reuse

// keyMap maps uint64 keys to int32 values: an open-addressing hash table
// with linear probing and Fibonacci hashing, for the static walk's engines,
// which make one lookup and one store per access, where Go's map costs
// several times more per operation. It never deletes. Keys are below 2^64-1 (the
// walk's keys are below 2^63 + 2^62).
type keyMap struct {
	keys  []uint64 // key+1; 0 = empty slot
	vals  []int32
	n     int
	shift uint     // 64 - log2(len(keys))
	scr   *scratch // if set, where rehash takes its arrays from
}

const fibHash = 0x9E3779B97F4A7C15

func newKeyMap() *keyMap {
	m := &keyMap{}
	m.alloc(16)
	return m
}

func (m *keyMap) alloc(size int) {
	if m.scr != nil {
		m.use(m.scr.u64.take(size), m.scr.i32.take(size))
		return
	}
	m.use(make([]uint64, size), make([]int32, size))
}

// use makes the empty keys and vals (of one power-of-two length) the
// table's slots.
func (m *keyMap) use(keys []uint64, vals []int32) {
	size := len(keys)
	m.keys, m.vals = keys, vals
	m.shift = 64
	for s := size; s > 1; s >>= 1 {
		m.shift--
	}
}

// slot returns the slot of key k, or of the empty slot where it would go.
func (m *keyMap) slot(k uint64) int {
	mask := len(m.keys) - 1
	i := int((k * fibHash) >> m.shift)
	for {
		if x := m.keys[i]; x == 0 || x == k+1 {
			return i
		}
		i = (i + 1) & mask
	}
}

// get returns k's value.
func (m *keyMap) get(k uint64) (int32, bool) {
	i := m.slot(k)
	return m.vals[i], m.keys[i] != 0
}

// set makes v k's value.
func (m *keyMap) set(k uint64, v int32) {
	i := m.slot(k)
	if m.keys[i] == 0 {
		if 2*(m.n+1) > len(m.keys) {
			m.rehash()
			i = m.slot(k)
		}
		m.keys[i] = k + 1
		m.n++
	}
	m.vals[i] = v
}

func (m *keyMap) rehash() {
	keys, vals := m.keys, m.vals
	m.alloc(2 * len(keys))
	for i, x := range keys {
		if x != 0 {
			j := m.slot(x - 1)
			m.keys[j], m.vals[j] = x, vals[i]
		}
	}
}

// len returns the number of keys.
func (m *keyMap) len() int { return m.n }

// swap makes v k's value and returns the previous one.
func (m *keyMap) swap(k uint64, v int32) (old int32, ok bool) {
	i := m.slot(k)
	if m.keys[i] != 0 {
		old, m.vals[i] = m.vals[i], v
		return old, true
	}
	m.set(k, v)
	return 0, false
}
