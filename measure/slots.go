package measure

import (
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"os"
	"unsafe"
)

// The event stream's transport (runtime/rsrt.c, "Shared slots"): the
// program copies every full buffer of words to the next of eventSlots slots
// of a file both processes map, and names the slot and its number of words
// in a pipe; the reader hands the words to the stages in place and gives the
// slot back through a second pipe once every stage is done with it.

// eventSlots is the number of shared slots of the event stream: as many
// batches as may be in flight between the program and the slowest stage.
const eventSlots = batchesInFlight

// slots are the runtime's shared event slots (rsrt.c, "Shared slots").
type slots struct {
	file     *os.File   // the slots' memory, for the program
	words    [][]uint64 // each slot's words
	creditIn *os.File   // the read end of the credit pipe, for the program
	credit   *os.File   // its write end: a byte per slot given back
	unmap    func()
}

// newSlots creates eventSlots slots of batchWords words: a file in
// /dev/shm (memory) or else in dir, unlinked at once, mapped here and by
// the program.
func newSlots(dir string) (*slots, error) {
	f, err := os.CreateTemp("/dev/shm", "reusescope-slots-")
	if err != nil {
		if f, err = os.CreateTemp(dir, "slots-"); err != nil {
			return nil, fmt.Errorf("event slots: %w", err)
		}
	}
	os.Remove(f.Name())
	mem, unmap, err := mapShared(f, eventSlots*batchWords*wordBytes)
	if err != nil {
		f.Close()
		return nil, err
	}
	all := unsafe.Slice((*uint64)(unsafe.Pointer(unsafe.SliceData(mem))), len(mem)/wordBytes)
	s := &slots{file: f, unmap: unmap}
	for k := range eventSlots {
		s.words = append(s.words, all[k*batchWords:(k+1)*batchWords])
	}
	if s.creditIn, s.credit, err = os.Pipe(); err != nil {
		s.close()
		return nil, fmt.Errorf("credit pipe: %w", err)
	}
	return s, nil
}

// close releases what the reader holds of the slots; the stages must be
// done with them.
func (s *slots) close() {
	s.file.Close()
	if s.creditIn != nil {
		s.creditIn.Close()
		s.credit.Close()
	}
	s.unmap()
}

// slotSource reads the stream from the runtime's shared slots (rsrt.c,
// "Shared slots"): msgs carries a slot index and a number of words (two
// uint32 in the host's byte order) for every slot handed over, and a byte
// written to credit gives a slot back.
type slotSource struct {
	msgs   io.Reader
	credit io.Writer
	slots  [][]uint64 // the words of each slot
	msg    [2 * slotMsgField]byte
}

// slotMsgField is the size of each field of a slot message.
const slotMsgField = 4

func (s *slotSource) next() ([]uint64, error) {
	n, err := io.ReadFull(s.msgs, s.msg[:])
	switch {
	case err == nil:
	case errors.Is(err, io.EOF):
		return nil, io.EOF
	case errors.Is(err, io.ErrUnexpectedEOF):
		return nil, fmt.Errorf("event stream ends inside a message (%d stray bytes)", n)
	default:
		return nil, fmt.Errorf("read event stream: %w", err)
	}
	slot := binary.NativeEndian.Uint32(s.msg[:slotMsgField])
	k := binary.NativeEndian.Uint32(s.msg[slotMsgField:])
	if int(slot) >= len(s.slots) || int(k) > len(s.slots[slot]) {
		return nil, fmt.Errorf("event stream: %d words in slot %d (%d slots of %d words)", k, slot, len(s.slots), batchWords)
	}
	return s.slots[slot][:k], nil
}

// release gives the slot back. An error is ignored: the program is gone,
// and its exit status tells why.
func (s *slotSource) release(words []uint64) {
	if words != nil {
		s.credit.Write([]byte{1})
	}
}
