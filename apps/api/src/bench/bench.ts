console.log('bench: todo');
