export interface PaymentItem {
  id: string;
  date: string;
  plan: string;
  kind: "charge" | "renewal" | "refund" | "failed";
  amount: string;
  card: string;
  status: "succeeded" | "declined" | "refunded" | "pending";
}

const KIND = { charge: "Payment", renewal: "Renewal", refund: "Refund", failed: "Payment" } as const;
const STATUS = { succeeded: "Paid", declined: "Declined", refunded: "Refunded", pending: "Pending" } as const;

export function PaymentHistory({ payments }: { payments: PaymentItem[] }) {
  if (!payments.length) return <p className="mt-3 text-sm text-slate-600">No payments yet.</p>;
  return (
    <div className="mt-3 overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full text-left text-sm" data-testid="payments">
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            <th className="px-4 py-2 font-medium">Date</th>
            <th className="px-4 py-2 font-medium">Plan</th>
            <th className="px-4 py-2 font-medium">Amount</th>
            <th className="px-4 py-2 font-medium">Card</th>
            <th className="px-4 py-2 font-medium">Status</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {payments.map((p) => (
            <tr key={p.id}>
              <td className="px-4 py-2 text-slate-900">{p.date}</td>
              <td className="px-4 py-2 text-slate-700">
                {p.plan} {KIND[p.kind].toLowerCase()}
              </td>
              <td className="px-4 py-2 text-slate-900">{p.amount}</td>
              <td className="px-4 py-2 text-slate-700">{p.card}</td>
              <td className="px-4 py-2">
                <span className={p.status === "succeeded" ? "text-green-700" : p.status === "declined" ? "text-red-700" : "text-slate-700"}>{STATUS[p.status]}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
