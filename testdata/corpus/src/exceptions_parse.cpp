// exceptions_parse: a recursive-descent evaluator for generated arithmetic
// expressions; a division by zero or a malformed token throws a
// ParseError, which the driver loop catches, counts, and goes on.
#include <cstdio>
#include <cstdlib>
#include <stdexcept>
#include <string>

class ParseError : public std::runtime_error {
public:
  int pos;
  ParseError(const char *what, int pos) : std::runtime_error(what), pos(pos) {}
};

class Parser {
  const std::string &s;
  size_t i = 0;

  char peek() const { return i < s.size() ? s[i] : '\0'; }

  long number()
  {
    if (peek() < '0' || peek() > '9')
      throw ParseError("digit expected", static_cast<int>(i));
    long v = 0;
    while (peek() >= '0' && peek() <= '9')
      v = v * 10 + (s[i++] - '0');
    return v;
  }

  long factor()
  {
    if (peek() == '(') {
      i++;
      long v = expr();
      if (peek() != ')')
        throw ParseError("')' expected", static_cast<int>(i));
      i++;
      return v;
    }
    if (peek() == '-') {
      i++;
      return -factor();
    }
    return number();
  }

  long term()
  {
    long v = factor();
    for (;;) {
      switch (peek()) {
      case '*':
        i++;
        v *= factor();
        break;
      case '/': {
        i++;
        long d = factor();
        if (d == 0)
          throw ParseError("division by zero", static_cast<int>(i));
        v /= d;
        break;
      }
      default:
        return v;
      }
    }
  }

public:
  explicit Parser(const std::string &s) : s(s) {}

  long expr()
  {
    long v = term();
    while (peek() == '+' || peek() == '-') {
      char op = s[i++];
      long t = term();
      v = op == '+' ? v + t : v - t;
    }
    return v;
  }

  long parse()
  {
    long v = expr();
    if (i != s.size())
      throw ParseError("trailing input", static_cast<int>(i));
    return v;
  }
};

static unsigned seed = 9u;
static unsigned next() { return (seed = seed * 1103515245u + 12345u) >> 16; }

static void gen(std::string &out, int depth)
{
  unsigned r = next() % 10;
  if (depth == 0 || r < 3) {
    out += std::to_string(next() % 12);
    return;
  }
  if (r == 3) {
    out += '(';
    gen(out, depth - 1);
    out += ')';
    return;
  }
  gen(out, depth - 1);
  out += "+-*/"[next() % 4];
  if (next() % 97 == 0)
    out += '?'; // a malformed token now and then
  gen(out, depth - 1);
}

long kernel_eval_all(int n, int *errors)
{
  long total = 0;
  for (int k = 0; k < n; k++) {
    std::string e;
    gen(e, 5);
    try {
      total += Parser(e).parse();
    } catch (const ParseError &err) {
      (*errors)++;
      total += err.pos;
    }
  }
  return total;
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? std::atoi(argv[1]) : 400;
  int errors = 0;
  long total = kernel_eval_all(n, &errors);
  std::printf("total %ld errors %d\n", total, errors);
  return 0;
}
