# show_flag_values: the set bits of an int or a Flag member, lowest first.
import enum


class Perm(enum.IntFlag):
    X = 1
    W = 2
    R = 4


print(enum.show_flag_values(0), enum.show_flag_values(1), enum.show_flag_values(13))
print(enum.show_flag_values(Perm.R | Perm.X), enum.show_flag_values(Perm(6)))
print(enum.show_flag_values(2 ** 70 + 2 ** 3), enum.show_flag_values(True))
print([Perm(v).name for v in enum.show_flag_values(Perm.R | Perm.W | Perm.X)])
for bad in (-5, 1.5, "7"):
    try:
        enum.show_flag_values(bad)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
enum.show_flag_values(-Perm.R)
