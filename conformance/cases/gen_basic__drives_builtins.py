def squares(n):
    for i in range(n):
        yield i * i
print(sum(squares(5)), max(squares(5)), min(squares(5)))
print(sorted(squares(5), reverse=True))
print(list(enumerate(squares(4), start=1)))
print(list(zip(squares(3), 'xyz', squares(10))))
print(dict(zip('abc', squares(3))), any(x > 10 for x in squares(5)), all(squares(1)))
print(tuple(squares(3)), set(squares(3)) == {0, 1, 4}, ','.join(str(x) for x in squares(4)))
