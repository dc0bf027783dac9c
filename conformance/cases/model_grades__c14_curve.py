import statistics as st

scores = {"amy": [88, 92, 79], "bo": [65, 70, 58], "cat": [95, 98, 100], "dan": [72, 85, 80], "eve": [50, 61, 49]}
avgs = {n: sum(s) / len(s) for n, s in scores.items()}
mu = st.mean(avgs.values())
sd = st.pstdev(avgs.values())
print(f"mean={mu:.3f} sd={sd:.3f}")
def letter(z):
    for cut, g in ((1.0, "A"), (0.3, "B"), (-0.3, "C"), (-1.0, "D")):
        if z >= cut:
            return g
    return "F"
for name in sorted(avgs, key=avgs.get, reverse=True):
    z = (avgs[name] - mu) / sd
    print(f"{name:<4}{avgs[name]:7.2f}{z:+7.2f} {letter(z)}")
dist = {}
for name, a in avgs.items():
    dist.setdefault(letter((a - mu) / sd), []).append(name)
print({g: sorted(v) for g, v in sorted(dist.items())})
print(st.quantiles([x for s in scores.values() for x in s], n=4))
print(st.mode([letter((a - mu) / sd) for a in avgs.values()]))
