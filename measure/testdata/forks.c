/* forks.c: forks a child that runs the same loop as the parent, which
 * measure refuses. */
#include <sys/wait.h>
#include <unistd.h>
int sum;
int main(void) {
  pid_t pid = fork();
  for (int i = 0; i < 100; i++)
    sum += i;
  if (pid == 0)
    _exit(0);
  waitpid(pid, 0, 0);
  return 0;
}
