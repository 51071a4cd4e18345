-- The paper example with every loop bound 10 times larger: 1000 times the iterations of the innermost body.
local ni = param.ni or 1000
local nj = param.nj or 2000
local nk = param.nk or 3000
return {
  T_3_3 = 1/(ni + 1), -- main:for.cond:[for.end17]
  T_5_5 = 1/(nj + 1), -- main:for.cond1:[for.end14]
  T_7_7 = 1/(nk + 1), -- main:for.cond5:[for.end]
}
