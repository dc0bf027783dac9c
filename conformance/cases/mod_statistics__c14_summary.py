import statistics as st
from fractions import Fraction
data = [2.5, 3.1, 4.7, 4.7, 5.0, 6.2, 9.8]
print(st.mean(data), st.fmean(data), st.median(data), st.median_low([1, 3, 5, 7]), st.median_high([1, 3, 5, 7]))
print(round(st.stdev(data), 6), round(st.variance(data), 6), st.mode(data), st.multimode("aabbc"))
print(st.mean([Fraction(1, 3), Fraction(1, 6)]), st.harmonic_mean([40, 60]), round(st.geometric_mean([1, 10, 100]), 9))
print(st.quantiles(range(1, 11), n=5), st.median_grouped([1, 2, 2, 3]))
x = [1, 2, 3, 4, 5]; y = [2, 4.1, 5.9, 8.2, 9.9]
print(round(st.correlation(x, y), 6), [round(v, 6) for v in st.linear_regression(x, y)])
for bad in [lambda: st.mean([]), lambda: st.stdev([1]), lambda: st.harmonic_mean([-1])]:
    try:
        bad()
    except st.StatisticsError as e:
        print("StatisticsError:", e)
