-- the inner loop's exit probability is 0: it never exits
return { T_3_3 = 1/101, T_5_5 = 1/201, T_7_7 = 0 }
