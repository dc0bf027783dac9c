# Writing through sys.stdout
import sys

sys.stdout.write("progress: ")
for i in range(3):
    sys.stdout.write(f"{i} ")
sys.stdout.write("\n")
print("table", file=sys.stdout)
sys.stdout.writelines([f"row {i}\n" for i in range(2)])
sys.stdout.flush()
n = sys.stdout.write("abc\n")
print(n)
