import statistics as st
data = [2, 4, 4, 4, 5, 5, 7, 9]
print(st.pstdev(data), st.pvariance(data))
print(round(st.stdev(data), 6), round(st.variance(data), 6))
print(st.quantiles([1, 2, 3, 4, 5, 6, 7, 8], n=4))
try:
    st.mean([])
except st.StatisticsError as e:
    print(type(e).__name__, e)
try:
    st.stdev([1])
except st.StatisticsError as e:
    print(type(e).__name__, e)
