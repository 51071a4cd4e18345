// hello.cpp: iostream output in a loop over the arguments.
#include <iostream>

int main(int argc, char **argv) {
  for (int i = 0; i < argc; i++)
    std::cout << argv[i] << " " << i << "\n";
  return 0;
}
