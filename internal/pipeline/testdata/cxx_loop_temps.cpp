// cxx_loop_temps: a time loop whose body makes and destroys objects that
// own heap arrays (constructor new[], destructor delete[]), so that at -O2
// the loop's header and body end in invokes whose unwind edges leave the
// loop; the loop's own test compares its counter with a size from argv.
#include <cstdio>
#include <cstdlib>

struct Field {
  int n;
  float *v;
  explicit Field(int n) : n(n), v(new float[n]) {}
  Field(const Field &o) : n(o.n), v(new float[o.n])
  {
    for (int i = 0; i < n; i++)
      v[i] = o.v[i];
  }
  Field &operator=(const Field &o)
  {
    for (int i = 0; i < n; i++)
      v[i] = o.v[i];
    return *this;
  }
  ~Field() { delete[] v; }
};

static Field relax(const Field &f)
{
  Field out(f.n);
  out.v[0] = f.v[0];
  out.v[f.n - 1] = f.v[f.n - 1];
  for (int i = 1; i < f.n - 1; i++)
    out.v[i] = 0.5f * f.v[i] + 0.25f * (f.v[i - 1] + f.v[i + 1]);
  return out;
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 1000;
  int steps = argc > 2 ? atoi(argv[2]) : 10;
  Field u(n);
  for (int i = 0; i < n; i++)
    u.v[i] = (float)(i % 7);
  for (int t = 0; t < steps; t++) {
    Field next = relax(u);
    Field copy(next);
    u = copy;
  }
  float s = 0;
  for (int i = 0; i < n; i++)
    s += u.v[i];
  printf("%f\n", s);
  return 0;
}
