print(int("ff", 16))
int("fg", 16)
