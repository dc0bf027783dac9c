import statistics

scores = {"ada": 92, "bob": 67, "cy": 78, "dee": 85, "eve": 59, "fay": 71, "gus": 88}
values = list(scores.values())
mean = statistics.mean(values)
sd = statistics.stdev(values)
print(round(mean, 2), round(sd, 2), statistics.median(values))

def letter(z):
    if z >= 1:
        return "A"
    if z >= 0.3:
        return "B"
    if z >= -0.3:
        return "C"
    if z >= -1:
        return "D"
    return "F"

for name, s in sorted(scores.items(), key=lambda kv: -kv[1]):
    z = (s - mean) / sd
    print(f"{name:<4}{s:>4}{z:>7.2f}  {letter(z)}")
print(statistics.quantiles(values, n=4, method="inclusive"))
nd = statistics.NormalDist(mean, sd)
print(round(nd.cdf(90), 4), round(nd.inv_cdf(0.5), 4), round(nd.pdf(mean), 5))
print(round(statistics.correlation([1, 2, 3, 4], [2, 4, 5, 9]), 4), statistics.linear_regression([1, 2, 3], [2, 4, 6]))
