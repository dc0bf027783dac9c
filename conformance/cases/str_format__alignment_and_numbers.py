for v in [0, 1, -1, 3.14159, 1234567.5, -0.001]:
    print('|{0:>10}|{0:<10}|{0:^10}|{0:+.2f}|'.format(v))
print('{:,}'.format(1234567890), '{:_b}'.format(255), '{:#06x}'.format(255))
print('{0:.0f} {0:.0e} {0:.3g}'.format(2.5), '{:.3s}'.format('abcdef'))
print('{:=^20}'.format(' title '), '{:n}'.format(1234))
