print(complex(), complex(1), complex(1, 2), complex('3+4j'), complex('-1.5j'), complex(' 2 '))
print(complex(1.5, -2.5).real, complex('1e3+0j'), complex(2j, 1))
try:
    complex('1 + 2j')
except ValueError as e:
    print(type(e).__name__, e)
try:
    complex('x')
except ValueError as e:
    print(type(e).__name__, e)
