const chat = {
  name: 'Manzil Assistant',
  open: 'Open the property assistant',
  close: 'Close the assistant',
  welcome:
    "Hello! I'm the Manzil assistant. Ask me about properties for sale or rent in Abu Dhabi, areas, prices or mortgages.",
  soon: 'Chatting with the assistant opens soon. Meanwhile, our team is a call or a WhatsApp message away.',
};

export default chat;
export type ChatResources = typeof chat;
