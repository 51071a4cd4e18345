//go:build !unix

package safefile

// nonBlock is 0 where there are no FIFOs to open without blocking.
const nonBlock = 0
