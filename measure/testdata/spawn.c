/* spawn.c: writes "pid pgid" to the file argv[1], then starts a shell that
 * sleeps: argv[2] "wait" waits for it (a run killed by its timeout or a
 * signal must kill the sleep too), "background" leaves it running in the
 * background and exits (the run must not wait for it, nor leave it),
 * "setsid" the same in a session of its own (sleep 61.25, out of the
 * program's process group: the run must not leave it either). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
int sink;
int main(int argc, char **argv) {
  if (argc < 3) return 2;
  FILE *f = fopen(argv[1], "w");
  if (!f) return 3;
  fprintf(f, "%d %d\n", (int)getpid(), (int)getpgrp());
  fclose(f);
  for (int i = 0; i < 1000; i++)
    sink += i;
  if (strcmp(argv[2], "wait") == 0)
    return system("sleep 60");
  if (strcmp(argv[2], "setsid") == 0)
    return system("setsid sleep 61.25 &");
  return system("sleep 60 &");
}
