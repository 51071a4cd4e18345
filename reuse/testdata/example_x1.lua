-- The paper example's loop bounds (100, 200, 300) as parameters.
local ni = param.ni or 100
local nj = param.nj or 200
local nk = param.nk or 300
return {
  T_3_3 = 1/(ni + 1), -- main:for.cond:[for.end17]
  T_5_5 = 1/(nj + 1), -- main:for.cond1:[for.end14]
  T_7_7 = 1/(nk + 1), -- main:for.cond5:[for.end]
}
