import os
import shutil
import tempfile

root = tempfile.mkdtemp()
log_dir = os.path.join(root, "logs")
os.makedirs(log_dir)
MAX_LINES = 3

def current_path():
    return os.path.join(log_dir, "app.log")

def rotate():
    for i in range(3, 0, -1):
        older = f"{current_path()}.{i}"
        if os.path.exists(older):
            if i == 3:
                os.remove(older)
            else:
                os.replace(older, f"{current_path()}.{i + 1}")
    os.rename(current_path(), current_path() + ".1")

def log(message):
    path = current_path()
    if os.path.exists(path):
        with open(path) as f:
            if sum(1 for _ in f) >= MAX_LINES:
                rotate()
    with open(current_path(), "a") as f:
        f.write(message + "\n")

for n in range(14):
    log(f"event {n}")
for name in sorted(os.listdir(log_dir)):
    with open(os.path.join(log_dir, name)) as f:
        print(name, [line.split()[1] for line in f])
shutil.rmtree(root)
