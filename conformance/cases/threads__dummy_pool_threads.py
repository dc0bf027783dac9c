from multiprocessing.dummy import Pool as ThreadPool

def shout(name):
    return name.upper() + "!"

with ThreadPool(4) as pool:
    print(pool.map(shout, ["ana", "ben", "cy"]))
    r = pool.map_async(len, ["abc", "de"])
    print(r.get())
    try:
        pool.map(int, ["1", "two"])
    except ValueError as e:
        print("ValueError:", e)
