// raii_buffer: a resource-owning class (new[] in the constructor, delete[]
// in the destructor) with copy and move, operator overloading for
// element-wise arithmetic, and a tridiagonal smoothing kernel written as
// a member function; temporaries come and go in a loop.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <utility>

class Buffer {
  size_t n_;
  double *p_;

public:
  explicit Buffer(size_t n, double v = 0.0) : n_(n), p_(new double[n])
  {
    for (size_t i = 0; i < n_; i++)
      p_[i] = v;
  }
  Buffer(const Buffer &o) : n_(o.n_), p_(new double[o.n_])
  {
    std::memcpy(p_, o.p_, n_ * sizeof(double));
  }
  Buffer(Buffer &&o) noexcept : n_(o.n_), p_(o.p_)
  {
    o.p_ = nullptr;
    o.n_ = 0;
  }
  Buffer &operator=(Buffer o) noexcept
  {
    std::swap(n_, o.n_);
    std::swap(p_, o.p_);
    return *this;
  }
  ~Buffer() { delete[] p_; }

  size_t size() const { return n_; }
  double &operator[](size_t i) { return p_[i]; }
  double operator[](size_t i) const { return p_[i]; }

  Buffer operator+(const Buffer &o) const
  {
    Buffer r(n_);
    for (size_t i = 0; i < n_; i++)
      r.p_[i] = p_[i] + o.p_[i];
    return r;
  }
  Buffer operator*(double f) const
  {
    Buffer r(*this);
    for (size_t i = 0; i < n_; i++)
      r.p_[i] *= f;
    return r;
  }
  Buffer kernel_smooth() const
  {
    Buffer r(n_);
    r.p_[0] = p_[0];
    r.p_[n_ - 1] = p_[n_ - 1];
    for (size_t i = 1; i + 1 < n_; i++)
      r.p_[i] = 0.25 * p_[i - 1] + 0.5 * p_[i] + 0.25 * p_[i + 1];
    return r;
  }
  double sum() const
  {
    double s = 0.0;
    for (size_t i = 0; i < n_; i++)
      s += p_[i];
    return s;
  }
};

int main(int argc, char **argv)
{
  size_t n = argc > 1 ? std::strtoul(argv[1], nullptr, 10) : 5000;
  int steps = argc > 2 ? std::atoi(argv[2]) : 8;
  Buffer a(n), b(n, 1.0);
  for (size_t i = 0; i < n; i++)
    a[i] = static_cast<double>(i % 100);
  for (int t = 0; t < steps; t++) {
    Buffer s = a.kernel_smooth();
    a = s * 0.9 + b; // temporaries: a copy, a sum, a move-assignment
  }
  std::printf("checksum %.6f\n", a.sum());
  return 0;
}
