package cache

// lineMap is an open-addressing hash map from uint64 keys (line numbers or
// addresses) to uint32 values, specialised for the reuse engine: no deletion,
// linear probing, multiplicative (Fibonacci) hashing (Knuth, TAOCP vol. 3,
// §6.4), load factor at most maxLoadNum/maxLoadDen. A stored value of 0 marks an empty slot, so callers
// store value+1.
type lineMap struct {
	slots []lineSlot
	shift uint // 64 - log2(len(slots))
	n     int  // occupied slots
}

// lineSlot keeps key and value together so that a probe touches one cache line.
type lineSlot struct {
	key uint64
	val uint32 // 0 = empty
}

const (
	// fibMul is 2^64 divided by the golden ratio, the multiplier of Fibonacci hashing.
	fibMul = 0x9E3779B97F4A7C15
	// lineMapMinLog is log2 of the initial number of slots.
	lineMapMinLog = 10
	// maxLoadNum/maxLoadDen is the load factor above which the map doubles.
	maxLoadNum, maxLoadDen = 1, 2
)

func newLineMap() lineMap {
	return lineMap{slots: make([]lineSlot, 1<<lineMapMinLog), shift: 64 - lineMapMinLog}
}

// slot returns the index of key's slot, or of the empty slot where key would
// be inserted.
func (m *lineMap) slot(key uint64) int {
	mask := len(m.slots) - 1
	i := int((key * fibMul) >> m.shift)
	for {
		s := &m.slots[i]
		if s.val == 0 || s.key == key {
			return i
		}
		i = (i + 1) & mask
	}
}

// insertAt stores key with value v (v != 0) in the empty slot i returned by
// slot, growing the map when it gets too full; it reports whether it grew
// (which moves every key to another slot).
func (m *lineMap) insertAt(i int, key uint64, v uint32) bool {
	m.slots[i] = lineSlot{key: key, val: v}
	m.n++
	if m.n*maxLoadDen > len(m.slots)*maxLoadNum {
		m.grow()
		return true
	}
	return false
}

func (m *lineMap) grow() {
	old := m.slots
	m.slots = make([]lineSlot, 2*len(old))
	m.shift--
	for _, s := range old {
		if s.val != 0 {
			m.slots[m.slot(s.key)] = s
		}
	}
}

// get returns the value stored for key and whether it is present.
func (m *lineMap) get(key uint64) (uint32, bool) {
	s := m.slots[m.slot(key)]
	return s.val, s.val != 0
}
