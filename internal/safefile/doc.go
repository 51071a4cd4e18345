// Package safefile reads the tool's input files and writes its output files
// so that no input can hang it or exhaust its memory and no failure loses a
// file.
//
// ReadRegular reads a regular file up to a size cap. It opens the file
// without blocking, so that a FIFO is an error rather than a wait for a
// writer, and refuses anything that is not a regular file (a directory, a
// device such as /dev/zero, a socket) with a message naming what it is.
// OpenRegular opens one the same way and leaves reading to the caller (a
// child process's standard input).
//
// Create writes a file atomically: the bytes go to a temporary file in the
// target's directory, which Commit syncs and renames over the target and
// Abort removes. Until Commit the target is untouched, whatever fails. A
// target that exists and is not a regular file (/dev/null, /dev/stdout, a
// FIFO) cannot be replaced by a rename; it is written in place.
//
//	f, err := safefile.Create("out.html")
//	if err != nil {
//		return err
//	}
//	defer f.Abort() // a no-op after Commit
//	if err := render(f); err != nil {
//		return err // out.html as it was, no temporary file left
//	}
//	return f.Commit()
package safefile
