import statistics as st

latencies = [12.5, 15.0, 11.2, 30.8, 14.1, 13.9, 12.5, 50.2, 13.0, 12.5]
print(st.mean(latencies), st.median(latencies), st.mode(latencies))
print(round(st.stdev(latencies), 4), round(st.pstdev(latencies), 4), round(st.variance(latencies), 4))
print(st.median_low([1, 3, 5, 7]), st.median_high([1, 3, 5, 7]), st.median([1, 3, 5, 7]))
print(st.quantiles(latencies, n=4), st.multimode("aabbc"))
print(st.fmean([1, 2, 3, 4]), st.geometric_mean([1, 4, 16]), st.harmonic_mean([1, 2, 4]))
try:
    st.mean([])
except st.StatisticsError as e:
    print("StatisticsError:", e)
try:
    st.stdev([1])
except st.StatisticsError as e:
    print("StatisticsError:", e)
from fractions import Fraction
from decimal import Decimal
print(st.mean([Fraction(1, 2), Fraction(1, 3)]), st.mean([Decimal("1.1"), Decimal("2.2")]))
threshold = st.mean(latencies) + 2 * st.stdev(latencies)
print([x for x in latencies if x > threshold], round(threshold, 3))
