import cmath
def quad(a, b, c):
    d = cmath.sqrt(b * b - 4 * a * c)
    return (-b + d) / (2 * a), (-b - d) / (2 * a)
print(quad(1, -3, 2))
print(quad(1, 2, 5))
print(cmath.log(-1), cmath.log10(100))
print([round(abs(cmath.exp(2j * cmath.pi * k / 4)), 9) for k in range(4)])
