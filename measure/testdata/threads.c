/* threads.c: starts a thread with pthread_create, which measure refuses. */
#include <pthread.h>
int sum;
static void *work(void *arg) {
  for (int i = 0; i < 100; i++)
    sum += i;
  return arg;
}
int main(void) {
  pthread_t t;
  if (pthread_create(&t, 0, work, 0) != 0)
    return 1;
  pthread_join(t, 0);
  return 0;
}
