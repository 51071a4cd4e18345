int main() {
  unsigned i, j, k, result, A = 10, arr[100][200];
  for (i = 0; i < 100; i++) {
    result += i;
    for (j = 0; j < 200; j++) {
      result = result * j + A;
      for (k = 0; k < 300; k++)
        result += k * k;
      arr[i][j] = result;
    }
  }
  return 0;
}
