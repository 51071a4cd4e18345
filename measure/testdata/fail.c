/* fail.c: fails as argv[1] says: "exit" exits with 3, "abort" aborts, "loop"
 * never ends, "read" reads a number from stdin (exit 5 when there is none)
 * and passes it to work(), the root of a measured scope entered after the
 * read, "dup2" redirects every descriptor from 3 to 63 to /dev/null, as a
 * daemon does, before it works, "thread" works on a thread it starts
 * through a pthread_create it looks up with dlsym. */
#include <stdlib.h>
#include <string.h>
#include <stdio.h>
#include <dlfcn.h>
#include <fcntl.h>
#include <pthread.h>
#include <unistd.h>
volatile int spin = 1;
int sink;
__attribute__((noinline)) void work(int n) {
  for (int i = 0; i < n; i++)
    sink += i;
  printf("work %d\n", n);
}
static void *on_thread(void *arg) {
  work(*(int *)arg);
  return NULL;
}
int main(int argc, char **argv) {
  if (argc < 2) return 0;
  fprintf(stderr, "failing with %s\n", argv[1]);
  if (strcmp(argv[1], "exit") == 0) return 3;
  if (strcmp(argv[1], "abort") == 0) abort();
  if (strcmp(argv[1], "thread") == 0) {
    typedef int (*create_fn)(pthread_t *, const pthread_attr_t *, void *(*)(void *), void *);
    create_fn create = (create_fn)dlsym(RTLD_DEFAULT, "pthread_create");
    pthread_t t;
    int n = 1000;
    if (!create || create(&t, NULL, on_thread, &n) != 0)
      return 4;
    pthread_join(t, NULL);
    return 0;
  }
  if (strcmp(argv[1], "dup2") == 0) {
    int fd = open("/dev/null", O_RDWR);
    for (int k = 3; k < 64; k++)
      if (k != fd)
        dup2(fd, k);
    work(1000);
    return 0;
  }
  if (strcmp(argv[1], "read") == 0) {
    int n;
    if (scanf("%d", &n) != 1) {
      fprintf(stderr, "fail: no input\n");
      return 5;
    }
    work(n);
    return 0;
  }
  while (spin) {}
  return 0;
}
