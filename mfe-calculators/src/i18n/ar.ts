import type { CalculatorResources } from './en.ts';

const calculators: CalculatorResources = {
  tabsLabel: 'الحاسبات المالية',
  tabs: {
    mortgage: 'التمويل العقاري',
    amortization: 'جدول السداد',
    refinancing: 'إعادة التمويل',
    rentvsbuy: 'الإيجار أم الشراء',
    affordability: 'القدرة على الشراء',
  },
  intro: {
    amortization: 'اعرف كيف تتوزع كل دفعة بين الفائدة وأصل القرض، وكم توفر الدفعة المبكرة.',
    refinancing: 'قارن تمويلك الحالي بتمويل جديد واعرف الشهر الذي تبدأ فيه إعادة التمويل بالتوفير.',
    rentvsbuy: 'قارن التكلفة الإجمالية للإيجار والشراء خلال السنوات التي تنوي البقاء فيها.',
    affordability: 'قدّر قيمة العقار الذي يمكن لدخلك تحمّله.',
  },
  comingSoon: 'هذه الحاسبة قيد الإعداد وستتوفر قريباً.',
  mortgage: {
    propertyPrice: 'سعر العقار',
    downPayment: 'الدفعة الأولى',
    loanTerm: 'مدة القرض',
    years: '{{count}} سنة',
    interestRate: 'نسبة الفائدة',
    monthlyPayment: 'القسط الشهري',
    loanAmount: 'إجمالي مبلغ القرض',
    downPaymentAmount: 'قيمة الدفعة الأولى',
  },
  card: {
    title: 'حاسبة التمويل العقاري',
  },
};

export default calculators;
