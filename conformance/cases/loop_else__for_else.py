def has_prime_factor(n, limit):
    for p in range(2, limit):
        if n % p == 0:
            print(n, 'divisible by', p)
            break
    else:
        print(n, 'no factor below', limit)
has_prime_factor(91, 10)
has_prime_factor(97, 10)
for x in []:
    print('body')
else:
    print('empty loop else')
