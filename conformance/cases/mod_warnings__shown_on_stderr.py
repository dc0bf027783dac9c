# Warnings the default filters show go to stderr as "file:line: Category: message" and the
# source line; each location warns once.
import warnings


def old(x):
    warnings.warn("old() is deprecated", DeprecationWarning, stacklevel=2)
    return x


for i in range(3):
    warnings.warn("loop warning")
old(1)
warnings.warn("a future change", FutureWarning)
warnings.warn("ignored pending", PendingDeprecationWarning)
warnings.filterwarnings("ignore", message="quiet")
warnings.warn("quiet please")
warnings.warn(RuntimeWarning("as an instance"))
print("done")
